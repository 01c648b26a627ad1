/**
 * How long a test waits for a component's lazy chunk (the DataTable's keyboard grid, the
 * DatePicker's calendar) to load the first time: in a test run its first load transforms dozens of
 * modules, which outlasted testing-library's 1 s default on a busy 2-core machine.
 */
export const LAZY_CHUNK_LOADED = { timeout: 10_000 };
