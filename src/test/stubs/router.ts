export function useLocation() {
  return {pathname: '/', search: '', hash: ''};
}
export function useHistory() {
  return {push: () => undefined, replace: () => undefined, location: useLocation()};
}
