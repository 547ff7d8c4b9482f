// Module hooks of scripts/bench/memory-report.mjs: tells the process every ES module it loads
// (require() calls are in require.cache already; import() of a package such as pdfjs-dist is not).
let port;

export function initialize(data) {
  port = data.port;
}

export async function load(url, context, nextLoad) {
  port?.postMessage(url);
  return nextLoad(url, context);
}
