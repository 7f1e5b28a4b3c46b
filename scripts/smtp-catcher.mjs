#!/usr/bin/env node
// The development and test SMTP server: it accepts every e-mail the api sends (no TLS, no auth, on
// loopback only) and keeps the latest 500 in memory, readable over HTTP:
//   GET    /messages            newest first; ?to=address filters on a recipient
//   GET    /messages/:id        one message
//   DELETE /messages            forget them all
//   GET    /                    the same list as a small HTML page
// Ports from build/apps.mjs (FCS_PORT_OFFSET moves them); --smtp-port and --http-port override them.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SMTP_CATCHER } from '../build/apps.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const smtpPort = arg('--smtp-port', SMTP_CATCHER.smtpPort);
const httpPort = arg('--http-port', SMTP_CATCHER.httpPort);
const HOST = '127.0.0.1';
const KEEP = 500;

/** Newest last; each { id, messageId, from, to, subject, text, date, received }. */
const messages = [];
let nextId = 1;

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  banner: 'FCS development SMTP catcher',
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          id: nextId++,
          messageId: mail.messageId ?? null,
          from: mail.from?.text ?? session.envelope.mailFrom?.address ?? '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          date: mail.date?.toISOString() ?? null,
          received: new Date().toISOString(),
        });
        if (messages.length > KEEP) messages.splice(0, messages.length - KEEP);
        callback();
      })
      .catch((e) => callback(e));
  },
});
smtp.on('error', (e) => console.error('smtp:', e.message));

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${HOST}`);
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(body));
  };
  const newest = () => [...messages].reverse();
  if (req.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return json(200, to ? newest().filter((m) => m.to.some((a) => a.toLowerCase() === to)) : newest());
  }
  const one = /^\/messages\/(\d+)$/.exec(url.pathname);
  if (req.method === 'GET' && one) {
    const m = messages.find((x) => x.id === Number(one[1]));
    return m ? json(200, m) : json(404, { message: 'No such message' });
  }
  if (req.method === 'DELETE' && url.pathname === '/messages') {
    messages.length = 0;
    return json(200, { message: 'Ok' });
  }
  if (req.method === 'GET' && url.pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const rows = newest()
      .map(
        (m) =>
          `<article><h3>${escape(m.subject)}</h3><p><b>To</b> ${escape(m.to.join(', '))} · <b>From</b> ${escape(m.from)} · ${escape(m.received)} · ${escape(m.messageId ?? '')}</p><pre>${escape(m.text)}</pre></article>`,
      )
      .join('');
    return res.end(
      `<!doctype html><meta charset="utf-8"><title>FCS SMTP catcher</title><style>body{font:14px system-ui;margin:2rem;max-width:60rem}pre{white-space:pre-wrap;background:#f5f5f5;padding:.5rem}</style><h1>FCS SMTP catcher (${messages.length})</h1>${rows || '<p>No e-mail yet.</p>'}`,
    );
  }
  json(404, { message: 'Not found' });
});

smtp.listen(smtpPort, HOST, () => console.log(`SMTP catcher: smtp://${HOST}:${smtpPort}`));
server.listen(httpPort, HOST, () => console.log(`SMTP catcher reader: http://${HOST}:${httpPort}/messages`));

const stop = () => {
  server.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
