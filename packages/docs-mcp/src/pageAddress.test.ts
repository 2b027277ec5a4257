import {describe, expect, it} from 'vitest';
import {findRoute, pagePathOf} from './pageAddress';

const deployed = {siteUrl: 'https://docs.narrativetools.io', sourceUrl: null};
const subPath = {siteUrl: 'https://example.com/narrative', sourceUrl: 'http://127.0.0.1:4390/'};

describe('pagePathOf', () => {
  it.each([
    ['https://docs.narrativetools.io/tales/quests/branches', '/tales/quests/branches'],
    ['https://DOCS.narrativetools.io/tales/quests/branches#linear-quest-example', '/tales/quests/branches'],
    ['https://docs.narrativetools.io/tales/quests/branches.md', '/tales/quests/branches'],
    ['https://docs.narrativetools.io/tales/quests/index.md', '/tales/quests/'],
    ['https://docs.narrativetools.io/tales/quests/', '/tales/quests/'],
    ['https://docs.narrativetools.io/', '/'],
    ['http://localhost:3000/tales/quests/branches?q=branch', '/tales/quests/branches'],
    ['/tales/quests/branches', '/tales/quests/branches'],
    ['/tales/quests/branches/', '/tales/quests/branches/'],
    ['tales/quests/branches/', '/tales/quests/branches/'],
    ['  tales/quests/branches#anchor  ', '/tales/quests/branches'],
    ['tales/quests/branches?q=x', '/tales/quests/branches'],
    ['/Tales/Quests/Branches.MD', '/Tales/Quests/Branches'],
    ['/tales/quests/index.html', '/tales/quests/'],
    ['/pro/npcs/npc%20settings', '/pro/npcs/npc settings'],
    ['/tales/../verification', '/verification'],
  ])('%s → %s', (address, path) => expect(pagePathOf(address, deployed)).toEqual({path}));

  it('takes away the base path of a site under a sub-path, whether the address names the site or the server', () => {
    expect(pagePathOf('https://example.com/narrative/tales/quests/', subPath)).toEqual({path: '/tales/quests/'});
    expect(pagePathOf('https://example.com/Narrative/tales/quests/', subPath)).toEqual({path: '/tales/quests/'});
    expect(pagePathOf('http://127.0.0.1:4390/tales/quests/', subPath)).toEqual({path: '/tales/quests/'});
    expect(pagePathOf('/narrative/tales/quests/', subPath)).toEqual({path: '/tales/quests/'});
    expect(pagePathOf('/tales/quests/', subPath)).toEqual({path: '/tales/quests/'});
    expect(pagePathOf('https://example.com/narrative', subPath)).toEqual({path: '/'});
  });

  it('says why an address names no page of the site', () => {
    expect(pagePathOf(' ', deployed)).toEqual({error: expect.stringMatching(/^Give get_page a page/)});
    expect(pagePathOf('https://dev.epicgames.com/documentation', deployed)).toEqual({
      error:
        'https://dev.epicgames.com/documentation is not on this site: its pages are at https://docs.narrativetools.io/.',
    });
    expect(pagePathOf('ftp://localhost/tales/', deployed)).toEqual({
      error: expect.stringMatching(/is not on this site/),
    });
  });
});

describe('findRoute', () => {
  const routes = ['/', '/tales/quests/', '/tales/quests/branches', '/pro/npcs/npc settings'];

  it.each([
    ['/tales/quests/branches', '/tales/quests/branches'],
    ['/tales/quests/branches/', '/tales/quests/branches'],
    ['/tales/quests', '/tales/quests/'],
    ['/Tales/Quests/Branches', '/tales/quests/branches'],
    ['/TALES/QUESTS', '/tales/quests/'],
    ['/pro/npcs/NPC Settings', '/pro/npcs/npc settings'],
    ['/', '/'],
  ])('%s → %s', (path, route) => expect(findRoute(path, routes)).toBe(route));

  it('finds nothing for a path that names no route', () => {
    expect(findRoute('/tales/quest/branches', routes)).toBeUndefined();
  });
});
