/**
 * The page's one inline script, run in its head before it paints (allowed by its hash in the API's CSP):
 * - the colour scheme: the theme follows the system (`systemColorSchemeManager`), and a page rendered on
 *   the server must paint in the right scheme before React starts, not flash light on a dark phone;
 * - no native form submission, ever: every form of the app is sent by its own code. A form rendered on
 *   the server can be submitted before that code has arrived, and the browser would then send it as
 *   itself, a password and all in the address (GET). React's handlers still run: they listen below;
 * - on a page rendered on the server, its code (`<meta name="app-code">`: the entry first, then what it
 *   needs) is asked for once the page's main pictures (`fetchpriority="high"`) have arrived, so on a slow
 *   link the code does not take the bandwidth the page's picture needs to paint. Its preload links go
 *   into the head four at a time, one task each (each costs the main thread about a millisecond, 4 on a slow
 *   phone: all 60 at once was one long task), through a message, which a background tab does not slow down
 *   as it does timers; the entry is imported after the last ones (imported first, its modules were already
 *   fetched when their links went in, and each link then compiled its module on the main thread). Pages without it load
 *   their code from index.html's own tags, at once. Until React has taken the page over, its fields are
 *   read-only (`data-until-ready`; the app lifts it) and `#root` takes no taps (`data-server-rendered`,
 *   global.css): text typed
 *   into server HTML would be wiped when React takes over, and a tap would do nothing.
 */
export const HEAD_SCRIPT = [
  "document.documentElement.setAttribute('data-mantine-color-scheme',matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');",
  "document.addEventListener('submit',function(e){e.preventDefault()},true);",
  "document.addEventListener('DOMContentLoaded',function(){",
  "var m=document.querySelector('meta[name=app-code]');if(!m)return;document.documentElement.setAttribute('data-server-rendered','');",
  "[].forEach.call(document.querySelectorAll('#root input:not([readonly]),#root textarea:not([readonly])'),function(i){i.readOnly=true;i.setAttribute('data-until-ready','')});",
  "var code=m.content.split(' '),started=false;",
  'function go(){if(started)return;started=true;var rest=code.slice(1),ch=new MessageChannel();',
  "ch.port1.onmessage=function(){var f=document.createDocumentFragment();rest.splice(0,4).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;f.appendChild(l)});document.head.appendChild(f);if(rest.length)ch.port2.postMessage(0);else import(code[0])};ch.port2.postMessage(0)}",
  "var waiting=[].filter.call(document.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete});",
  'var n=waiting.length;if(!n)return requestAnimationFrame(function(){setTimeout(go)});',
  "waiting.forEach(function(i){i.addEventListener('load',done);i.addEventListener('error',done)});",
  'function done(){if(!--n)go()}setTimeout(go,3000)});',
].join('');
