/**
 * The YouTube videos and blueprintue.com graphs the original documentation
 * embedded, by the route that showed each (copied from the fact sheets of
 * those routes, 2026-11). Each must stay on its page as a click-to-load facade.
 */
export const originalVideos: Readonly<Record<string, readonly string[]>> = {
  '/common-ui/': ['_wrT_ovprTA'],
  '/interaction/': ['VDCu9ulTaJc'],
  '/inventory/': ['ZfvnQaNQRIo'],
  '/navigator/': ['c2mWg4gfRz0'],
  '/tales/': ['azheylJrvvk', 'lvH2QrYpOrs'],
  '/pro/': ['zFe0x_4Okr0', 'YqKEb65GONc', 'KCAqvnYe7_Y'],
  '/pro/npcs/': ['aznT4ojWLwc'],
  '/pro/navigator/': ['OtJjbZVzIhA'],
  '/pro/narrative-sky/functions': ['GT4OS-tgK9k'],
  '/pro/narrative-sky/intergrations/ultra-dynamic-sky': ['GT4OS-tgK9k'],
  '/pro/ui/styling': ['jMakZex6M5s'],
  '/tales/quests/branches': ['LbqKA7cYCQM', 'MsmsmNBPUO4'],
  '/pro/quests/branches': ['LbqKA7cYCQM', 'MsmsmNBPUO4'],
};

export const originalGraphs: Readonly<Record<string, readonly string[]>> = {
  '/interaction/door-example': ['h0_xpah-', 'k7bghpml', 'mu_46rvd'],
  '/pro/interaction/door-example': ['h0_xpah-', 'k7bghpml', 'mu_46rvd'],
  '/interaction/installation/ui': ['zpfvq3f1'],
  '/navigator/installation/ui': ['zpfvq3f1'],
  '/interaction/installation/inputs': ['xscfe8cf'],
  '/tales/dialogue/dialogue-nodes/animations': ['v2vdcyzu'],
  '/pro/dialogue/dialogue-nodes/animations': ['v2vdcyzu'],
  '/tales/parties/dialogue-and-quests': ['c6r2dwrg', 'cs7ncnq_'],
  '/pro/parties/dialogue-and-quests': ['c6r2dwrg', 'cs7ncnq_'],
  '/tales/parties/': ['pt7x6qon'],
  '/pro/parties/': ['pt7x6qon'],
  '/pro/narrative-sky/intergrations/ultra-dynamic-sky': ['rpmqzy3i', 'f_sk9qtb'],
  '/tales/events/community-events': ['-r1rwvna'],
  '/pro/events/community-events': ['-r1rwvna'],
  '/navigator/navigation-widgets/world-map': ['c42mnyp6'],
  '/pro/navigator/navigation-widgets/world-map': ['c42mnyp6'],
  '/tales/quests/tasks/community-tasks': ['kfmufs5c'],
  '/pro/quests/tasks/community-tasks': ['kfmufs5c'],
  '/inventory/loot-tables': ['0ixcn6si', '64viq-se'],
  '/inventory/installation/player-controller': ['0gwv5q0-', '4icsk2t4'],
  '/tales/saving-loading/': ['k7ntc3nf', 'hh3s4p0q', 'wsb9i2s_', '50c8dltd', '1tvxiiv2'],
  '/tales/tales-component/errors': ['9o4sq48_', 'ihrmxuxp'],
  '/tales/quest-journal/': ['5__ilcv2'],
  '/tales/mods/show-ui': ['j1ejjk2v', '4n5pv52x'],
  '/tales/installation/player-controller': ['9i5lzfrw'],
};
