import {describe, expect, it} from 'vitest';
import {copyCommand} from './copyCommand';

describe('copyCommand', () => {
  it('puts the command on the clipboard and says so', async () => {
    const copied: string[] = [];
    const clipboard = {writeText: async (text: string) => void copied.push(text)};
    expect(await copyCommand('claude mcp add x', clipboard)).toBe('Command copied.');
    expect(copied).toEqual(['claude mcp add x']);
  });

  it('says to copy the command by hand when the browser refuses or has no clipboard', async () => {
    const refusing = {writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))};
    const message = 'Your browser refused to copy: select the command and copy it.';
    expect(await copyCommand('x', refusing)).toBe(message);
    expect(await copyCommand('x', undefined)).toBe(message);
  });
});
