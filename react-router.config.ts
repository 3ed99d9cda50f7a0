import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
  // React Router v8's changes, each kept off: false is what v7 does when a flag is unset, said here so that
  // every build stops printing a warning about it. Turning one on changes the app and is a change of its own.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
