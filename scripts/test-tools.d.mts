// Types of test-tools.mjs, for the TypeScript tests that share its lookups.
type Env = Record<string, string | undefined>;

export function onPath(name: string, env?: Env): string | undefined;
export function findChromium(env?: Env): string | undefined;
export function findJava(env?: Env): { path: string; version: number } | undefined;
export function findFeedparserPython(env?: Env): string | undefined;
export function findNginx(env?: Env): string | undefined;

export interface TestTool {
  name: string;
  neededBy: string;
  /** When the tests that use it run; always when absent. */
  neededWhen?(env: Env): boolean;
  /** A description of what was found (its path), or undefined when missing. */
  find(env: Env): string | undefined;
  debianPackages: string[];
  /** Its Debian package starts a system service on install, which ensure-test-tools.mjs holds back. */
  startsService?: boolean;
  elsewhere: string;
  notFound(env: Env): string;
}
export const TEST_TOOLS: TestTool[];
