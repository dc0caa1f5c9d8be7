/**
 * The site's one icon set (24 px grid, 1.75 stroke, currentColor), drawn by the one `Icon` component
 * (`../icon.tsx`): `import * as icons from '@/components/ui/icons'`, then `<Icon icon={icons.mapPin} />`.
 * Each drawing is its own module and this file only re-exports them, so a route's bundle carries only
 * the drawings it draws (PUB-17: the landing route's initial JS). Add a drawing as a new module here,
 * never a local `<svg>` icon. Brand marks (LinkedIn, Facebook, Twitter), play and the filled bookmark are
 * filled shapes; the rest are strokes.
 */
export { cloudShield } from './cloud-shield';
export { compass } from './compass';
export { users } from './users';
export { shieldCheck } from './shield-check';
export { migrate } from './migrate';
export { globe } from './globe';
export { laptop } from './laptop';
export { wallet } from './wallet';
export { fileCheck } from './file-check';
export { mapPin } from './map-pin';
export { calendar } from './calendar';
export { badge } from './badge';
export { trendingUp } from './trending-up';
export { barChart } from './bar-chart';
export { target } from './target';
export { handshake } from './handshake';
export { sprout } from './sprout';
export { eye } from './eye';
export { check } from './check';
export { chevronDown } from './chevron-down';
export { chevronLeft } from './chevron-left';
export { chevronRight } from './chevron-right';
export { arrowRight } from './arrow-right';
export { pause } from './pause';
export { play } from './play';
export { bookmark } from './bookmark';
export { share } from './share';
export { link } from './link';
export { mail } from './mail';
export { close } from './close';
export { menu } from './menu';
export { linkedin } from './linkedin';
export { facebook } from './facebook';
export { twitter } from './twitter';
export { bookmarkFilled } from './bookmark-filled';
export { trash } from './trash';
export { plus } from './plus';
export { upload } from './upload';
export { download } from './download';
export { pencil } from './pencil';
export { briefcase } from './briefcase';
export { fileText } from './file-text';
export { user } from './user';
export { home } from './home';
export { graduation } from './graduation';
export { camera } from './camera';
export { send } from './send';
export { image } from './image';
export { star } from './star';
export { search } from './search';
export { settings } from './settings';
export { logOut } from './log-out';
export { dashboard } from './dashboard';
export { activity } from './activity';
export { arrowUpDown } from './arrow-up-down';
export { arrowUp } from './arrow-up';
export { arrowDown } from './arrow-down';
export { currency } from './currency';
export { alertCircle } from './alert-circle';
export { minus } from './minus';
export { help } from './help';
