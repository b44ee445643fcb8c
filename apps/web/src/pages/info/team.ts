/** The Tifo team on the about page; positions are translated (info:about.team.positions.<slug>). */
export interface TeamMember {
  slug: string;
  name: string;
  email: string;
  /** Professional profile, when the person wants one shown. */
  linkedIn?: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    slug: 'lara-meier',
    name: 'Lara Meier',
    email: 'lara.meier@tifo.ch',
    linkedIn: 'https://www.linkedin.com/in/lara-meier-tifo',
  },
  {
    slug: 'luca-bernasconi',
    name: 'Luca Bernasconi',
    email: 'luca.bernasconi@tifo.ch',
    linkedIn: 'https://www.linkedin.com/in/luca-bernasconi-tifo',
  },
  { slug: 'amelie-rochat', name: 'Amélie Rochat', email: 'amelie.rochat@tifo.ch' },
  {
    slug: 'arben-krasniqi',
    name: 'Arben Krasniqi',
    email: 'arben.krasniqi@tifo.ch',
    linkedIn: 'https://www.linkedin.com/in/arben-krasniqi-tifo',
  },
  { slug: 'nadia-okafor', name: 'Nadia Okafor', email: 'nadia.okafor@tifo.ch' },
  { slug: 'gian-andri-caduff', name: 'Gian Andri Caduff', email: 'gian.caduff@tifo.ch' },
  {
    slug: 'selin-yilmaz',
    name: 'Selin Yılmaz',
    email: 'selin.yilmaz@tifo.ch',
    linkedIn: 'https://www.linkedin.com/in/selin-yilmaz-tifo',
  },
];

export const OFFICE = { street: 'Bahnhofstrasse 10', postcode: '8001', city: 'Zürich' } as const;
