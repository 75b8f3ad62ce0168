import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { selectLimits, type tripBookingMachine } from '@rihla/machines/trip-booking/trip-booking.machine';
import { NumberStepper } from '@rihla/ui/number-stepper/number-stepper';

// Adults and children are counted the same way: each stepper is bounded by the trip's limits for
// its kind of traveller and tells the machine, which clamps and reprices.
const STEPPERS = [
  { travellers: 'adults', label: 'عدد البالغين', event: 'steppers.setAdults' },
  { travellers: 'children', label: 'عدد الأطفال', event: 'steppers.setChildren' },
] as const;

/**
 * The booking box's traveller steppers (react-aria NumberFields). A section of their own, loaded when
 * the visitor reaches into them (trip-booking-box.tsx): the server draws them with the trip's first
 * counts, and a press made before they are live is held and given to them after (near-section.tsx).
 */
export default function TravellerSteppers({ actor }: { actor: ActorRefFrom<typeof tripBookingMachine> }) {
  const counts = {
    adults: useSelector(actor, (s) => s.context.adults),
    children: useSelector(actor, (s) => s.context.children),
  };
  const limits = useSelector(actor, selectLimits, (a, b) => a.adults.max === b.adults.max && a.children.max === b.children.max);
  return STEPPERS.map(({ travellers, label, event }) => (
    <NumberStepper
      key={travellers}
      label={label}
      value={counts[travellers]}
      minValue={limits[travellers].min}
      maxValue={limits[travellers].max}
      onChange={(value) => actor.send({ type: event, value })}
    />
  ));
}
