// The media module's public face: routes and other modules import from here, never past it.
// Pictures: trip pictures uploaded by staff (encoded once, kept in the database) and the drawn art
// of places that have none.

export { MEDIA_KINDS, renderArt } from './art.ts';
export { encodePicture, PictureRefused } from './pictures.ts';
export { pictureSize, storePicture, variantContent } from './repositories/pictures.ts';
