/** A few of the site's routes, shaped as Docusaurus generates them. */
const routes = [
  {path: '/about', exact: true},
  {path: '/contact', exact: true},
  {
    path: '/insights',
    routes: [
      {path: '/insights', exact: true},
      {path: '/insights/construction-permits-guide', exact: true},
    ],
  },
  {path: '*'},
];
export default routes;
