import { create } from 'zustand';

/**
 * Which rendition the player loaded for the song playing; bumping `version` makes it fetch the
 * song's URL again where it is (a licence bought while the preview played).
 */
export const useSource = create<{ rendition: string | null; version: number }>()(() => ({
  rendition: null,
  version: 0,
}));

export const reloadSource = () => useSource.setState((s) => ({ version: s.version + 1 }));
