import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../contract/api/endpoint';
import { OperatorConversationsAnswer, SUPPORT_API, SupportConversationAnswer } from '../../contract/api/support';
import { startTestServer, type TestServer } from '../test/harness';
import { OPERATOR_TOKEN, operator, registerPlayer } from '../wallet/players.testing';

describe('support chat', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ operatorToken: OPERATOR_TOKEN });
  });
  afterAll(() => server.close());

  it('a player writes, the operator answers, the player sees one unread until read', async () => {
    const player = await registerPlayer(server);
    const other = await registerPlayer(server);
    const sent = await server.api({
      method: 'POST',
      url: SUPPORT_API.send.path,
      headers: player.auth,
      payload: { body: '  Where is my deposit?  ' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ author: 'player', body: 'Where is my deposit?' });

    const list = OperatorConversationsAnswer.parse(
      (await server.api({ method: 'GET', url: SUPPORT_API.operatorConversations.path, headers: operator })).json(),
    ).data.items;
    expect(list.find((c) => c.user_id === player.userId)).toMatchObject({ waiting: 1 });

    const answer = await server.api({
      method: 'POST',
      url: pathOf(SUPPORT_API.operatorAnswer.path, { userId: player.userId }),
      headers: operator,
      payload: { body: 'It is on its way.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);

    const unread = async (auth: { authorization: string }) =>
      (await server.api({ method: 'GET', url: SUPPORT_API.unread.path, headers: auth })).json().data.unread;
    expect(await unread(player.auth)).toBe(1);
    expect(await unread(other.auth)).toBe(0);

    const conversation = SupportConversationAnswer.parse(
      (await server.api({ method: 'GET', url: SUPPORT_API.conversation.path, headers: player.auth })).json(),
    ).data;
    expect(conversation.items.map((m) => [m.author, m.body])).toEqual([
      ['player', 'Where is my deposit?'],
      ['operator', 'It is on its way.'],
    ]);
    // Reading the conversation alone does not mark it read; the explicit read does.
    expect(conversation.unread).toBe(1);
    const read = await server.api({ method: 'POST', url: SUPPORT_API.read.path, headers: player.auth });
    expect(read.json()).toEqual({ data: { unread: 0 } });
    expect(await unread(player.auth)).toBe(0);
  });

  it('posts a message resent with its Idempotency-Key once, and answers the resend with the first answer', async () => {
    const player = await registerPlayer(server);
    const send = (key: string, body: string) =>
      server.api({
        method: 'POST',
        url: SUPPORT_API.send.path,
        headers: { ...player.auth, 'idempotency-key': key },
        payload: { body },
      });
    const first = await send('support-msg-1', 'Hello?');
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('support-msg-1', 'Hello?');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await send('support-msg-1', 'Another text')).statusCode).toBe(409);
    const items = SupportConversationAnswer.parse(
      (await server.api({ method: 'GET', url: SUPPORT_API.conversation.path, headers: player.auth })).json(),
    ).data.items;
    expect(items.map((m) => m.body)).toEqual(['Hello?']);
  });

  it('rejects an empty message with 422 and a guest with 401', async () => {
    const player = await registerPlayer(server);
    const empty = await server.api({
      method: 'POST',
      url: SUPPORT_API.send.path,
      headers: player.auth,
      payload: { body: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body[0]).toMatch(/^message_empty:/);
    const guest = await server.api({ method: 'GET', url: SUPPORT_API.unread.path });
    expect(guest.statusCode).toBe(401);
  });

  it('answers 422 when the operator writes to a player who does not exist', async () => {
    const res = await server.api({
      method: 'POST',
      url: pathOf(SUPPORT_API.operatorAnswer.path, { userId: 987654 }),
      headers: operator,
      payload: { body: 'Hello' },
    });
    expect(res.statusCode).toBe(422);
  });
});
