/** A dialable tel: link for a number written with spaces or dashes. Its own module: the shell's footer needs only this. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
