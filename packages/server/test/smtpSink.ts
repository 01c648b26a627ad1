import { createServer, type Server, type Socket } from 'node:net';

/** A mail server for tests: what it accepted, by Message-ID, in order of its 250s. */
export interface SmtpSink {
  url: string;
  /** Every accepted message's Message-ID, duplicates included, in the order they were accepted. */
  messageIds: string[];
  close(): Promise<void>;
}

/**
 * A tiny SMTP server (RFC 5321's happy path, no TLS, no auth) that takes `dataDelayMs` over each
 * message before its 250, as a real server's checks would, and records each Message-ID when it
 * answers 250. Enough for nodemailer's pooled transport.
 */
export async function startSmtpSink(dataDelayMs = 50): Promise<SmtpSink> {
  const messageIds: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('latin1');
    let buffer = '';
    let inData = false;
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const take = () => {
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const id = /^message-id:\s*(<[^>]+>)/im.exec(message)?.[1] ?? '(none)';
          socket.pause();
          setTimeout(() => {
            if (socket.destroyed) return;
            messageIds.push(id);
            reply('250 2.0.0 queued');
            socket.resume();
            take();
          }, dataDelayMs);
          return;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250-sink.test\r\n250-8BITMIME\r\n250 SIZE 10485760');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('250 2.0.0 ok');
      }
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (!socket.isPaused()) take();
    });
    reply('220 sink.test ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
