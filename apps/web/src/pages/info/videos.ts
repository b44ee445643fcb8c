/**
 * YouTube ids of the videos on the information pages, in one place. They are loaded only from
 * youtube-nocookie.com and only after the visitor clicks play (components/VideoEmbed.tsx).
 */
export const VIDEOS = {
  partners: { id: 'tifoPartner1', minutes: 3 },
  sponsoringAthletes: { id: 'tifoAthlete1', minutes: 2 },
  sponsoringClubs: { id: 'tifoClubs001', minutes: 2 },
  sponsoringTeams: { id: 'tifoTeams001', minutes: 2 },
} as const;

/** The external partner link of the partner page (Swiss Football Association). */
export const PARTNER_URL = 'https://www.football.ch';
export const PARTNER_EMAIL = 'partner@tifo.ch';

/** Store pages of the Tifo app. */
export const APP_STORE_URL = 'https://apps.apple.com/ch/app/tifo';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=ch.tifo.app';
