import {PassThrough, Writable} from 'node:stream';
import {describe, expect, it} from 'vitest';
import {readLine, StdioTransport} from './stdioTransport';

const request = (params: unknown, method = 'tools/call') => JSON.stringify({jsonrpc: '2.0', id: 7, method, params});

describe('readLine', () => {
  it('passes a JSON-RPC message on, and ignores a blank line', () => {
    expect(readLine(request({name: 'search_docs', arguments: {query: 'quest'}}))).toEqual({
      message: {
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: {name: 'search_docs', arguments: {query: 'quest'}},
      },
    });
    expect(readLine(JSON.stringify({jsonrpc: '2.0', method: 'notifications/initialized'}))).toHaveProperty('message');
    expect(readLine('  ')).toEqual({reply: null});
  });

  it('answers a line that is not JSON with a parse error, id null', () => {
    expect(readLine('{"jsonrpc": "2.0", "id": 2, "method": "tools/list"')).toEqual({
      reply: {jsonrpc: '2.0', id: null, error: {code: -32700, message: expect.stringMatching(/^Parse error: /)}},
    });
  });

  it('answers JSON that is no JSON-RPC message with an invalid request, with its id when it has one', () => {
    expect(readLine('{"id": 3, "method": "tools/list"}')).toEqual({
      reply: {jsonrpc: '2.0', id: 3, error: {code: -32600, message: expect.stringMatching(/^Invalid request: /)}},
    });
    expect(readLine('[1, 2]')).toMatchObject({reply: {id: null, error: {code: -32600}}});
  });

  it('answers a request whose params do not fit its method with invalid params, naming the field', () => {
    expect(readLine(request({name: 5}))).toEqual({
      reply: {
        jsonrpc: '2.0',
        id: 7,
        error: {
          code: -32602,
          message: 'Invalid params for tools/call: params.name: Invalid input: expected string, received number.',
        },
      },
    });
    expect(readLine(request({}, 'initialize'))).toMatchObject({reply: {error: {code: -32602}}});
  });
});

describe('StdioTransport', () => {
  it('answers bad lines on stdout and passes good ones on, split across chunks', async () => {
    const stdin = new PassThrough();
    const written: string[] = [];
    const stdout = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const transport = new StdioTransport(stdin, stdout);
    const messages: unknown[] = [];
    transport.onmessage = (message) => messages.push(message);
    await transport.start();
    stdin.write('not json\n{"jsonrpc":"2.0","id":1,"method":"pi');
    stdin.write('ng"}\r\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(messages).toEqual([{jsonrpc: '2.0', id: 1, method: 'ping'}]);
    expect(written.map((line) => JSON.parse(line))).toMatchObject([{id: null, error: {code: -32700}}]);
    await transport.close();
  });

  it('waits for one drain, however many replies are waiting to be written', async () => {
    const stdout = new Writable({highWaterMark: 1, write: (_chunk, _encoding, done) => setTimeout(done, 5)});
    const transport = new StdioTransport(new PassThrough(), stdout);
    const sent = Array.from({length: 50}, (_, id) => transport.send({jsonrpc: '2.0', id, result: {}}));
    expect(stdout.listenerCount('drain')).toBeLessThanOrEqual(1);
    await Promise.all(sent);
  });
});
