/** Puts a command on the clipboard; loaded on the first click of the menu's Copy button. */
export async function copyCommand(
  command: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<string> {
  try {
    if (!clipboard) {
      throw new Error('No clipboard');
    }
    await clipboard.writeText(command);
    return 'Command copied.';
  } catch {
    return 'Your browser refused to copy: select the command and copy it.';
  }
}
