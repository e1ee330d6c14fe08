import type { ComponentType } from 'react';
import { FavoriteVideosSection } from '../favorite-videos-section.tsx';
import { CollectedMatches } from './collected-matches.tsx';

/**
 * What the collections section lists, in this order: one list per kind of thing a member
 * collects. Collected circle posts join here (one entry) once the posts module exists.
 */
export const COLLECTION_KINDS: { key: string; List: ComponentType }[] = [
  { key: 'matches', List: CollectedMatches },
  { key: 'videos', List: FavoriteVideosSection },
];
