import { Navigate, useLocation, useParams } from 'react-router';

/** /redirect/:path* re-enters a route (used to reload a page in place). */
export default function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`/${params['*'] ?? ''}${search}`} />;
}
