extension HTMLReporter {
    /// The page's style sheet: light and dark colours whose text passes WCAG AA contrast, a
    /// visible focus ring, stronger lines under `prefers-contrast: more`, no motion under
    /// `prefers-reduced-motion`, and one column on narrow screens.
    static let style = """
        :root{color-scheme:light dark;--bg:#ffffff;--fg:#1a1a1a;--muted:#4a4a4a;--panel:#f3f4f6;--line:#8a8f98;--link:#0b57d0;
        --error:#b3261e;--warning:#8a5300;--note:#2f5f8a;--mark:#fff0a8;--focus:#0b57d0;--order:#0b57d0;--small:#b35c00;--flag:#b3261e;
        --selected:#6b2fb3;--frame:#5f6368;--frame-fill:#ffffff;--screen-fill:#f8f9fa}
        @media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#e8e8e8;--muted:#c4c4c4;--panel:#1f2124;--line:#80868b;
        --link:#8ab4f8;--error:#f2b8b5;--warning:#ffcc80;--note:#a8c7fa;--mark:#5c4b00;--focus:#8ab4f8;--order:#1a5fd0;--small:#ffab40;
        --flag:#ff8a80;--selected:#d0a8ff;--frame:#9aa0a6;--frame-fill:#1f2124;--screen-fill:#181a1c}}
        @media (prefers-contrast:more){:root{--muted:var(--fg);--line:var(--fg);--frame:var(--fg)}
        .finding,.table-wrap,figure.wireframe,nav{border-width:2px!important}}
        *{box-sizing:border-box}
        html{scroll-behavior:smooth}
        @media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}*{transition:none!important;animation:none!important}}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;
        display:grid;grid-template-columns:minmax(14rem,20rem) 1fr;grid-template-areas:"header header" "nav main" "footer footer"}
        header{grid-area:header;padding:1rem 1.5rem;border-bottom:1px solid var(--line)}
        header h1{margin:0 0 .25rem;font-size:1.6rem}
        nav{grid-area:nav;padding:1rem;border-right:1px solid var(--line);max-height:100vh;overflow:auto;position:sticky;top:0}
        nav h2{font-size:1.1rem;margin-top:0}
        nav ul{list-style:none;padding:0;margin:.5rem 0}
        nav li{margin:.15rem 0}
        button.link{background:none;border:0;padding:.2rem .3rem;color:var(--link);text-decoration:underline;text-align:left;font:inherit}
        nav button.link[aria-current="true"]{font-weight:700;background:var(--panel)}
        main{grid-area:main;padding:1rem 1.5rem;min-width:0}
        main:focus{outline:none}
        main p,main h2,main h3,main h4,main li,main th{overflow-wrap:anywhere}
        footer{grid-area:footer;padding:1rem 1.5rem;border-top:1px solid var(--line);color:var(--muted)}
        a{color:var(--link)}
        :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
        .skip{position:absolute;left:-999px;top:0;background:var(--bg);padding:.5rem}
        .skip:focus{left:.5rem;z-index:2}
        .count{color:var(--muted);font-size:.85em;font-weight:400}
        .totals{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}
        .totals li{background:var(--panel);padding:.5rem .9rem;border-radius:.4rem}
        .totals strong{font-size:1.3rem}
        .totals .error strong{color:var(--error)}.totals .warning strong{color:var(--warning)}.totals .note strong{color:var(--note)}
        .table-wrap{overflow-x:auto;border:1px solid var(--line);border-radius:.4rem;margin:1rem 0}
        table{border-collapse:collapse;width:100%}
        caption{text-align:left;font-weight:700;padding:.5rem .75rem}
        th,td{padding:.35rem .75rem;border-top:1px solid var(--line);text-align:left;vertical-align:top}
        .number{text-align:right}
        button{font:inherit;color:var(--fg);background:var(--panel);border:1px solid var(--line);border-radius:.35rem;
        padding:.35rem .8rem;cursor:pointer}
        button:hover{border-color:var(--fg)}
        input[type=search]{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:.3rem;
        padding:.3rem;width:100%}
        .legend{color:var(--muted);font-size:.9rem;display:flex;flex-wrap:wrap;gap:.4rem;align-items:center}
        .key{display:inline-block;width:1.3rem;height:1rem;border:2px solid var(--frame);vertical-align:middle}
        .key.order{border-radius:50%;width:1.3rem;height:1.3rem;background:var(--order);color:#fff;text-align:center;
        font-size:.75rem;line-height:1.1rem;border-color:var(--order)}
        .key.small{border:2px dashed var(--small)}.key.flagged{border:3px solid var(--flag)}
        .screen-columns{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
        figure.wireframe{margin:0;flex:0 1 22rem;border:1px solid var(--line);border-radius:.6rem;padding:.5rem;background:var(--screen-fill)}
        figure.wireframe svg{width:100%;height:auto;display:block}
        figcaption{color:var(--muted);font-size:.85rem;margin-top:.25rem}
        .transcript-column{flex:1 1 20rem;min-width:0}
        #variants{border:1px solid var(--line);border-radius:.4rem;margin:.5rem 0;padding:.4rem .8rem;display:flex;flex-wrap:wrap;gap:.2rem 1.2rem}
        #variants legend{font-weight:700;padding:0 .3rem}
        #variants input{accent-color:var(--link)}
        .variant-note{color:var(--muted)}
        #costs details>summary{cursor:pointer;margin:.5rem 0}
        .player{display:flex;flex-wrap:wrap;gap:.5rem}
        #transcript{padding-left:2.2rem}
        #transcript li{margin:.15rem 0}
        #transcript button{text-align:left;width:100%;background:transparent;border-color:transparent}
        #transcript button:hover{border-color:var(--line)}
        #transcript li[aria-current="true"] button{background:var(--mark);border-color:var(--fg);color:var(--fg)}
        #transcript .kind{color:var(--muted);font-size:.85em}
        #transcript .order{font-weight:700}
        svg .el rect{fill:var(--frame-fill);fill-opacity:.6;stroke:var(--frame);stroke-width:1}
        svg .el.small rect{stroke:var(--small);stroke-width:2;stroke-dasharray:4 3}
        svg .el.flagged rect{stroke:var(--flag);stroke-width:3}
        svg .el.selected rect{stroke:var(--selected);stroke-width:4;fill-opacity:.9}
        svg .el{cursor:pointer}
        svg .badge circle{fill:var(--order)}
        svg .badge text{fill:#fff;font:700 11px system-ui,sans-serif;text-anchor:middle;dominant-baseline:central}
        svg .flag-mark{fill:var(--flag)}
        svg .screen-outline{fill:none;stroke:var(--frame);stroke-width:2}
        ul.shots{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(10rem,1fr));gap:1rem}
        ul.shots figure{margin:0}ul.shots img{width:100%;height:auto;border:1px solid var(--line)}
        svg.swatch{vertical-align:middle;color:var(--line)}
        #detail dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}
        #detail dt{font-weight:700}#detail dd{margin:0}
        .finding{border:1px solid var(--line);border-left:6px solid var(--note);border-radius:.4rem;padding:.5rem 1rem;margin:1rem 0}
        .finding.error{border-left-color:var(--error)}.finding.warning{border-left-color:var(--warning)}
        .finding h4{margin:.25rem 0;font-size:1.05rem}
        .severity{display:inline-block;padding:0 .45rem;border-radius:.3rem;color:#fff;background:#2f5f8a;font-size:.85rem;text-transform:uppercase}
        .error .severity{background:#b3261e}.warning .severity{background:#8a5300}
        .review{font-size:.85rem;border:1px solid var(--line);border-radius:.3rem;padding:0 .35rem}
        .place{color:var(--muted);margin:.25rem 0}
        details.file>summary{cursor:pointer}
        details.file>summary h3{display:inline;font-size:1.1rem}
        pre.code{background:var(--panel);padding:.5rem;border-radius:.3rem;overflow-x:auto;font-size:.85rem;line-height:1.4}
        pre.code mark{background:var(--mark);color:var(--fg);display:inline-block;min-width:100%}
        .line-number{display:inline-block;min-width:3ch;margin-right:1ch;color:var(--muted);text-align:right;user-select:none}
        @media (max-width:50rem){body{grid-template-columns:1fr;grid-template-areas:"header" "nav" "main" "footer"}
        nav{position:static;max-height:none;border-right:0;border-bottom:1px solid var(--line)}}
        """
}
