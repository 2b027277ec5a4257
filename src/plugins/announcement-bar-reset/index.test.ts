import {describe, expect, it} from 'vitest';
import {announcementResetScript} from './index';

type Harness = {attribute: string | null; storage: Record<string, string>};

function run(script: string, harness: Harness, storageThrows = false) {
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) {
        throw new Error('storage is disabled');
      }
      return harness.storage[key] ?? null;
    },
  };
  const document = {
    documentElement: {setAttribute: (_name: string, value: string) => (harness.attribute = value)},
  };
  new Function('localStorage', 'document', script)(localStorage, document);
}

describe('announcementResetScript', () => {
  const script = announcementResetScript('new-id', '');

  it('shows the bar when the dismissed announcement had another id', () => {
    const harness: Harness = {attribute: 'true', storage: {'docusaurus.announcement.id': 'old-id'}};
    run(script, harness);
    expect(harness.attribute).toBe('false');
  });

  it('shows the bar when no id was ever stored', () => {
    const harness: Harness = {attribute: 'true', storage: {}};
    run(script, harness);
    expect(harness.attribute).toBe('false');
  });

  it('keeps the bar hidden when this very announcement was dismissed', () => {
    const harness: Harness = {attribute: 'true', storage: {'docusaurus.announcement.id': 'new-id'}};
    run(script, harness);
    expect(harness.attribute).toBe('true');
  });

  it('reads the namespaced key when the site namespaces its storage', () => {
    const harness: Harness = {attribute: 'true', storage: {'docusaurus.announcement.id-abc': 'new-id'}};
    run(announcementResetScript('new-id', '-abc'), harness);
    expect(harness.attribute).toBe('true');
  });

  it('does nothing when storage throws', () => {
    const harness: Harness = {attribute: 'true', storage: {}};
    expect(() => run(script, harness, true)).not.toThrow();
    expect(harness.attribute).toBe('true');
  });

  it('escapes the id so it can break out of neither the string nor the script element', () => {
    const id = `x"); alert(1); ("</script><script>alert(2)`;
    const script = announcementResetScript(id, '');
    expect(script).not.toContain('</script>');
    const harness: Harness = {attribute: 'true', storage: {'docusaurus.announcement.id': id}};
    run(script, harness);
    expect(harness.attribute).toBe('true');
  });
});
