/** A `pnpm admin` command's refusal: printed as "error: …", exit code 1. Shared by the modules' commands. */
export class CommandError extends Error {}
