/** Query keys of the home page's own sections (its banners and notices). */
export const homeKeys = {
  all: ['home'] as const,
  adverts: (position: string) => ['home', 'advert-list', position] as const,
};
