import {describe, expect, it} from 'vitest';
import {earlierVersionsLabel, markWithdrawnPages} from './sidebar';

type Args = Parameters<typeof markWithdrawnPages>[0];
type Items = Awaited<ReturnType<typeof markWithdrawnPages>>;

const withdrawnAs = (fields: Record<string, string>) => ({
  withdrawn: {...fields, reason: 'Gone.', replacements: [{to: '/pro/', label: 'Pro'}]},
});

/** Docs by id, each with its front matter; the title is the id's last part. */
const docs: Record<string, Record<string, unknown>> = {
  'pro/index': {},
  'pro/abilities': {},
  'pro/settlements/index': withdrawnAs({version: 'Pro 1.1', during: 'Pro 2.2'}),
  'pro/settlements/loaders': withdrawnAs({version: 'Pro 1.1', during: 'Pro 2.2'}),
  'pro/settlements/screens': withdrawnAs({during: 'Pro 2.2'}),
  'pro/styling': withdrawnAs({during: 'Pro 2.2'}),
  'pro/quests': {},
};

const category = (id: string, items: Items): Items[number] => ({
  type: 'category',
  label: id.split('/').at(-2)!,
  items,
  link: {type: 'doc', id},
});
const page = (id: string): Items[number] => ({type: 'doc', id});

async function generate(items: Items): Promise<Items> {
  const args = {
    docs: Object.entries(docs).map(([id, frontMatter]) => ({
      id,
      source: `@site/docs/${id}.md`,
      title: id.split('/').at(-1),
      frontMatter,
    })),
    defaultSidebarItemsGenerator: async () => items,
  } as unknown as Args;
  return markWithdrawnPages(args);
}

describe('markWithdrawnPages', () => {
  it("moves a category's withdrawn pages to its end, into a collapsed group, each saying what it is", async () => {
    const pro = category('pro/index', [
      page('pro/abilities'),
      category('pro/settlements/index', [page('pro/settlements/loaders'), page('pro/settlements/screens')]),
      page('pro/styling'),
      page('pro/quests'),
    ]);
    expect(await generate([pro])).toEqual([
      {
        ...pro,
        items: [
          page('pro/abilities'),
          page('pro/quests'),
          {
            type: 'category',
            label: earlierVersionsLabel,
            collapsible: true,
            collapsed: true,
            items: [
              {
                ...category('pro/settlements/index', []),
                label: 'settlements (Pro 1.1)',
                className: 'sidebar-withdrawn',
                // A page says what it is only where its withdrawn category does not say the same.
                items: [
                  {...page('pro/settlements/loaders'), label: 'loaders', className: 'sidebar-withdrawn'},
                  {
                    ...page('pro/settlements/screens'),
                    label: 'screens (withdrawn during Pro 2.2)',
                    className: 'sidebar-withdrawn',
                  },
                ],
              },
              {...page('pro/styling'), label: 'styling (withdrawn during Pro 2.2)', className: 'sidebar-withdrawn'},
            ],
          },
        ],
      },
    ]);
  });

  it('leaves a category without withdrawn pages as it is', async () => {
    const pro = category('pro/index', [page('pro/abilities'), page('pro/quests')]);
    expect(await generate([pro])).toEqual([pro]);
  });

  it('refuses a current page inside a withdrawn category, which would hide among earlier versions', async () => {
    const settlements = category('pro/settlements/index', [page('pro/quests')]);
    await expect(generate([settlements])).rejects.toThrow(/pro\/quests\.md: a current page inside the withdrawn/);
  });

  it('refuses a sidebar_label on a withdrawn page, which would hide what it is', async () => {
    docs['pro/styling'] = {...withdrawnAs({during: 'Pro 2.2'}), sidebar_label: 'Styling'};
    await expect(generate([page('pro/styling')])).rejects.toThrow(/remove "sidebar_label"/);
    docs['pro/styling'] = withdrawnAs({during: 'Pro 2.2'});
  });
});
