export const SITE_NAME = "Lagoon Stays";
