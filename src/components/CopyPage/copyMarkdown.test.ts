import {describe, expect, it, vi} from 'vitest';
import {copyMarkdown} from './copyMarkdown';

describe('copyMarkdown', () => {
  it('copies the fetched Markdown and says so', async () => {
    const writeText = vi.fn(async () => {});
    const result = await copyMarkdown('/tales/quests/branches.md', async () => '# Branches', {writeText});
    expect(writeText).toHaveBeenCalledWith('# Branches');
    expect(result).toEqual({state: 'done', message: 'Page copied as Markdown.'});
  });

  it('says the browser refused when the clipboard throws, or is missing', async () => {
    const refused = {state: 'refused', message: expect.stringContaining('refused')};
    expect(
      await copyMarkdown('/x.md', async () => '# X', {
        writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      }),
    ).toEqual(refused);
    expect(await copyMarkdown('/x.md', async () => '# X', undefined)).toEqual(refused);
  });

  it('says when the Markdown cannot be loaded', async () => {
    const result = await copyMarkdown('/x.md', async () => Promise.reject(new Error('404')), {
      writeText: async () => {},
    });
    expect(result.state).toBe('refused');
    expect(result.message).toMatch(/could not be loaded/);
  });
});
