/** Where the Narrative community lives: the footer, the roadmap and the search's "Let us know" link point here. */
export const community = {
  marketplace: 'https://www.unrealengine.com/marketplace/en-US/profile/Narrative+Tools+Inc.',
  discord: 'https://discord.gg/qyVJmpQ2Pn',
  youtube: 'https://www.youtube.com/@narrativetools',
} as const;
