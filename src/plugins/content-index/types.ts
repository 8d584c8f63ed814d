/** What the content index hands to every page; the shapes themselves live with the data. */
export * from '../../data/contentTypes';
