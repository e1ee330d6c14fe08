import { z } from 'zod';
import { BANNER_PATHS, BANNER_POSITIONS, type Banner } from '../banners.ts';
import { defineRoute, GET_POST, returns } from '../route-definition.ts';

const position = z.object({
  position: z.enum(BANNER_POSITIONS, { message: `position: one of ${BANNER_POSITIONS.join(', ')}` }).default('home'),
});

/** Banners and advertisements (handlers in server/routes/banner-routes.ts; see contracts/banners.ts). */
export const bannerRoutes = {
  banners: defineRoute({
    path: BANNER_PATHS.banners,
    methods: GET_POST,
    login: false,
    params: position,
    result: returns<Banner[]>(),
  }),
  adverts: defineRoute({
    path: BANNER_PATHS.adverts,
    methods: GET_POST,
    login: false,
    params: position,
    result: returns<Banner[]>(),
  }),
  advert: defineRoute({
    path: BANNER_PATHS.advert,
    methods: GET_POST,
    login: false,
    params: position,
    result: returns<Banner | null>(),
  }),
};
