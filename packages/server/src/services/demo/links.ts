/** Where the visitor sees, moves or cancels a demo booking (the app's page; the mail's link and the invite's). */
export const manageHref = (manageToken: string) => `/demo-booking/${encodeURIComponent(manageToken)}`;
