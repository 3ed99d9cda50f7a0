import type { TestProject } from "vitest/node";
import { startServer } from "./server.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server with the demo newsroom for the whole browser-test run. */
export default async function setup(project: TestProject) {
  const server = await startServer({}, { build: true });
  project.provide("baseUrl", server.baseUrl);
  return () => server.stop();
}
