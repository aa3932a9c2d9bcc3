// One file per feature, so that features add their texts without touching each other's.
import language from './language.json';
import meta from './meta.json';
import common from './common.json';
import shell from './shell.json';
import afisha from './afisha.json';
import pages from './pages.json';
import notFound from './notFound.json';
import routeError from './routeError.json';
import seatmapDemo from './seatmapDemo.json';

export default {
  language,
  meta,
  common,
  shell,
  afisha,
  pages,
  notFound,
  routeError,
  seatmapDemo,
};
