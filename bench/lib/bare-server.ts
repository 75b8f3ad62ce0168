import fs from 'node:fs';
import http from 'node:http';

// The baseline: a bare node:http server answering one fixed JSON body (argv[2], a file) on argv[3].
const body = fs.readFileSync(process.argv[2]!);
const port = Number(process.argv[3]);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
