/**
 * The HTML template of every page: Docusaurus's own, except how the page's
 * scripts start. Docusaurus loads them with `defer`, so on a fast connection
 * they run before the first paint and hold it back. Here they are added once
 * the parsed page has been painted: the reader sees the text first, and the
 * scripts (run in order, as with `defer`) hydrate it right after.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script>
      document.addEventListener('DOMContentLoaded', function () {
        requestAnimationFrame(function () {
          setTimeout(function () {
            <%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>.forEach(function (src) {
              var script = document.createElement('script');
              script.src = src;
              script.async = false;
              document.head.appendChild(script);
            });
          });
        });
      });
    </script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
