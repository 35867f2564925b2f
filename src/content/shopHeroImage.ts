// The shop home's largest picture. Its own module: the router (in the entry)
// starts fetching it with the page's code, without pulling in the shop's content.
export const shopHeroImage = '/media/shop/hero.svg';
