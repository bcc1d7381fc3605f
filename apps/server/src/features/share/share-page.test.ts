import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeEvent, insertEvent, seedSentiment } from '../../test/event-factory';
import { bearer, registerUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testFolder } from '../../test/test-folder';
import { SettlementService } from '../settlement/settlement.service';

const webDist = testFolder('takeline-share-web');
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Takeline</title></head><body><div id="root"></div></body></html>',
);
const t = useTestApp({ config: { webDist, publicUrl: 'https://takeline.example' } });

async function settledPick(username: string) {
  const owner = await registerUser(t.app, { username });
  // A feed's team name is text, not markup.
  const event = await insertEvent(t.db, { homeTeam: 'Home <b>"Club"</b> & Co' });
  const id = await seedSentiment(t.db, {
    userId: owner.user.id,
    eventId: event.id,
    market: 'totals',
    selectionType: 'Pass',
    selectionValue: 'under',
    defaultValue: 8.5,
  });
  await completeEvent(t.db, event.id, 3, 4);
  await new SettlementService({ db: t.db, clock: t.clock }).settleEvent(event.id);
  return { owner, id };
}

describe('GET /pick/:pickId', () => {
  it('serves the app with the pick’s Open Graph tags once it is shared, escaped', async () => {
    const { owner, id } = await settledPick('sharp.fan');
    const hidden = await t.app.inject({ url: `/pick/${id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['content-type']).toMatch(/^text\/html/);
    expect(hidden.body).toContain('<div id="root">');
    expect(hidden.body).not.toContain('og:');

    await t.app.inject({
      method: 'POST',
      url: `/api/picks/${id}/share`,
      headers: bearer(owner.token),
      payload: { shared: true },
    });
    const page = await t.app.inject({ url: `/pick/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.body).toContain(
      `<meta property="og:image" content="https://takeline.example/api/picks/${id}/card.png" />`,
    );
    expect(page.body).toContain(
      `<meta property="og:url" content="https://takeline.example/pick/${id}" />`,
    );
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page.body).toContain(
      '<meta property="og:title" content="@sharp.fan: Pass · Under 8.5 (Won)" />',
    );
    // The team's quotes and brackets cannot end the attribute or open a tag.
    expect(page.body).toContain(
      'content="Boston Red Sox @ Home &#60;b&#62;&#34;Club&#34;&#60;/b&#62; &#38; Co · Totals',
    );
    expect(page.body).not.toContain('<b>');
    expect(page.body.indexOf('og:title')).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('answers 400 with the plain app for an id that is not a number', async () => {
    const page = await t.app.inject({ url: '/pick/not-a-number' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<div id="root">');
  });
});
