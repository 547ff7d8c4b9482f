/**
 * Another instance of the app the suite's main server (`npm start`) just prepared and built, on
 * the same data folder: it goes straight to serving, as each of `npm start`'s SERVER_WORKERS
 * processes does, without checking the migrations and the catalog again (~6 s before the first
 * test, mostly the Prisma CLI starting).
 */
import { loadEnvFiles } from "../../lib/platform/config";

Object.assign(process.env, { NODE_ENV: "production" });
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
loadEnvFiles();
void import("../../server/serve")
  .then(({ serve }) => serve())
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
