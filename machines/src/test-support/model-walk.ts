import type { AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { edgeCoveringPaths, expectEverythingWalked, walkPaths } from './harness.ts';

type WalkOptions<TModel extends AnyStateMachine> = Parameters<typeof createTestModel<TModel>>[1] & {
  /** Walk every simple path too, not only one path per transition (they number thousands once the states loop). */
  simplePaths?: boolean;
};

/**
 * A model test's walk over its spec model: the paths to play on the real actor (one for every
 * transition, and the simple paths when asked), the leaf states seen of the spec model and of the
 * machine, which the test fills as it goes, and the closing check that everything was walked.
 */
export function modelWalk<TModel extends AnyStateMachine>(model: TModel, options: WalkOptions<TModel> = {}) {
  const { simplePaths = false, ...modelOptions } = options;
  const testModel = () => createTestModel(model, { ...modelOptions, serializeTransition: () => '' });
  const stateModel = testModel();
  const paths = walkPaths(simplePaths ? stateModel.getSimplePaths() : [], edgeCoveringPaths(testModel()));
  const seen = new Set<string>();
  const modelSeen = new Set<string>();
  return {
    paths,
    /** The machine's leaf states seen (the System's `snap` adds them). */
    seen,
    /** The spec model's states seen (each state's check adds its own). */
    modelSeen,
    /** The closing test: every state of the spec model and of `machine` seen, every transition walked. */
    expectEverythingWalked: (name: string, machine: AnyStateMachine) =>
      expectEverythingWalked(name, {
        model,
        machine,
        modelSeen,
        machineSeen: seen,
        adjacency: stateModel.getAdjacencyMap(),
        paths,
      }),
  };
}
