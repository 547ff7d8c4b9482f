// Preloaded (`node --import`) into the processes tests start to run the app's modules outside Next:
// every module there is on the server, so the "server-only" marker is empty, as Next makes it
// for server code (React's "react-server" condition would also change what React and Next load).
import Module, { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const id = require.resolve("server-only");
const empty = new Module(id);
empty.filename = id;
empty.loaded = true;
empty.exports = {};
require.cache[id] = empty;
