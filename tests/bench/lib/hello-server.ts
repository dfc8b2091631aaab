/**
 * The machine's ceiling for `npm run bench:http`: a bare `node:http` server that answers "hello",
 * run in its own process (its own event loop, like the real server). Usage: hello-server.ts <port>
 */
import http from "node:http";

const port = Number(process.argv[2] ?? "0");
const host = process.argv[3] ?? "127.0.0.1";
const body = Buffer.from("hello");

const server = http.createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": body.length });
  res.end(body);
});
// The same keep-alive window as the real server (src/server/http.ts).
server.keepAliveTimeout = 65_000;

server.listen(port, host);

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
