// Lasso for Linux: the browser client of `lasso-shell serve`.
//
// The app runs on the server. This script shows what the server sends (the first frame is
// already on the page, written by the server) and sends back what the user does. The protocol
// is defined once, in Swift (LassoWeb/Protocol): what the page sends is a WebEvent, what it hears
// a WebMessage; WebProtocolTests checks this file against the schema generated from them.
//   to the server:   {"s": sequence, "t": kind, "k": widget key, "v": text, "i": number, "x", "y"}
//   from the server: {"id": session, "v": version} {"r": html} {"p": [patch...]} {"a": sequence}
//                    {"d": title} {"e": error} {"s": {"text", "error"}}
// Patches (LassoWeb's WebPatch): ["r", key, html] replace, ["a", key, {name: value|null}]
// attributes, ["t", key, index, text] text node, ["c", key, [key | {"h": html} | {"t": text}]]
// children. Elements are found by their key (data-k); a widget's key has no dot.
"use strict";
(() => {
    // WebMessage.version: a server that speaks another version (it was upgraded while this page
    // was open) gets a fresh page, with its own script.
    const protocolVersion = 1;
    const sessionItem = "lasso-session";
    const appTitle = document.body.dataset.appTitle;
    const status = document.getElementById("lasso-status");
    let socket = null;
    let sequence = 0;
    let retries = 0;
    let connections = 0;
    let answered = 0;
    // Input events not answered yet, by sequence: the field's key. While a field has some, the
    // server's older value for it must not overwrite what the user typed since.
    const pendingInputs = new Map();

    const byKey = (key) => document.querySelector(`[data-k="${CSS.escape(key)}"]`);
    const isWidgetKey = (key) => key && !key.includes(".");
    function widgetOf(element) {
        for (let node = element; node && node.dataset; node = node.parentElement) {
            if (isWidgetKey(node.dataset.k) && node.id !== "app") return node;
        }
        return null;
    }
    function fromHTML(html) {
        const template = document.createElement("template");
        template.innerHTML = html;
        return template.content.firstChild;
    }
    function hasPendingInput(element) {
        const widget = widgetOf(element);
        if (!widget) return false;
        for (const key of pendingInputs.values()) if (key === widget.dataset.k) return true;
        return false;
    }

    function showStatus(text, isError) {
        status.textContent = text || "";
        status.classList.toggle("error", Boolean(isError));
    }

    // MARK: Patches

    function setAttribute(element, name, value) {
        if (name === "value") {
            const typing = document.activeElement === element && hasPendingInput(element);
            if (!typing && element.value !== (value ?? "")) element.value = value ?? "";
            if (element.tagName === "TEXTAREA") return;
        } else if (name === "checked") {
            element.checked = value !== null;
        } else if (name === "data-empty" && value !== null) {
            // A secure field the server emptied (it never sends the text itself).
            if (!(document.activeElement === element && hasPendingInput(element))) element.value = "";
        }
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
    }

    function apply(patch) {
        const [kind, key] = patch;
        const element = byKey(key);
        if (!element) return false;
        switch (kind) {
            case "r":
                element.replaceWith(fromHTML(patch[2]));
                break;
            case "a":
                for (const [name, value] of Object.entries(patch[2])) setAttribute(element, name, value);
                break;
            case "t": {
                const node = element.childNodes[patch[2]];
                if (!node) return false;
                node.textContent = patch[3];
                break;
            }
            case "c": {
                const kept = new Map();
                for (const child of element.children) kept.set(child.dataset.k, child);
                const focused = document.activeElement;
                const nodes = patch[2].map((child) =>
                    typeof child === "string" ? kept.get(child)
                        : child.h !== undefined ? fromHTML(child.h) : document.createTextNode(child.t));
                element.replaceChildren(...nodes.filter(Boolean));
                if (focused && focused !== document.activeElement && focused.isConnected) focused.focus();
                break;
            }
            default:
                return false;
        }
        return true;
    }

    function receive(message) {
        if (message.id) {
            if (message.v !== protocolVersion) return location.reload();
            sessionStorage.setItem(sessionItem, message.id);
            // Connected once the server has said which session this socket has, not at the
            // socket's open: a page (or a test) reading its session then finds this one.
            document.body.dataset.connected = "true";
        }
        if (message.a !== undefined) {
            answered = Math.max(answered, message.a);
            for (const sent of [...pendingInputs.keys()]) if (sent <= message.a) pendingInputs.delete(sent);
        }
        if (message.r !== undefined) {
            // The whole frame: what the page sent before is in it or was lost with the old socket.
            pendingInputs.clear();
            const app = document.getElementById("app");
            const focusedKey = document.activeElement?.dataset?.k;
            app.replaceWith(fromHTML(message.r));
            if (focusedKey) byKey(focusedKey)?.focus();
        }
        if (message.p) {
            for (const patch of message.p) {
                if (!apply(patch)) return resync();
            }
        }
        // As WebPageTemplate.pageTitle writes it.
        // Another screen came up (a push, a presentation, a tab): keyboard focus moves into it,
        // as it does in the terminal, unless the user is in the middle of something there.
        if (message.d !== undefined && !message.r) focusTopScreen();
        if (message.d !== undefined) document.title = message.d ? `${message.d} · ${appTitle}` : appTitle;
        if (message.e) showStatus(message.e, true);
        else if (message.s) showStatus(message.s.text, message.s.error);
        else if (message.a !== undefined && status.classList.contains("error") && !status.dataset.sticky) showStatus("");
        document.body.dataset.answered = String(answered);
    }

    function focusTopScreen() {
        const top = document.querySelector("#app > :last-child");
        if (!top || top.contains(document.activeElement)) return;
        const preferredKey = top.querySelector(".content[data-focus-first]")?.dataset.focusFirst;
        const preferred = preferredKey ? byKey(preferredKey) : null;
        const first = preferred && !preferred.disabled ? preferred : top.querySelector(
            ".content input:not([disabled]), .content textarea:not([disabled]), .content button:not([disabled]), .content [tabindex='0']");
        (first || top.querySelector("h1"))?.focus({ preventScroll: false });
    }

    // MARK: Events

    // The page and the server disagree: connect again, and the server sends its frame whole.
    function resync() {
        socket?.close(4000, "resync");
    }

    function send(event) {
        if (!socket || socket.readyState !== WebSocket.OPEN) {
            showStatus("Not connected: reconnecting…", true);
            return 0;
        }
        event.s = ++sequence;
        socket.send(JSON.stringify(event));
        return event.s;
    }

    const keyOf = (element) => widgetOf(element)?.dataset.k;
    const keyName = (event) =>
        (event.ctrlKey ? "Ctrl+" : "") + (event.altKey ? "Alt+" : "") + (event.key === " " ? "Space" : event.key);

    function cellAt(canvas, event) {
        const box = canvas.getBoundingClientRect();
        const columns = Number(canvas.dataset.cols) || 1;
        const rows = Number(canvas.dataset.rows) || 1;
        return {
            x: Math.min(columns - 1, Math.max(0, Math.floor(((event.clientX - box.left) / box.width) * columns))),
            y: Math.min(rows - 1, Math.max(0, Math.floor(((event.clientY - box.top) / box.height) * rows))),
        };
    }

    document.addEventListener("click", (event) => {
        const target = event.target.closest("[data-ev]");
        if (!target || target.disabled) return;
        const key = keyOf(target);
        switch (target.dataset.ev) {
            case "activate":
                // A checkbox or radio button shows what the server says, not what the click did.
                if (target.type === "checkbox" || target.type === "radio") event.preventDefault();
                send({ t: "activate", k: key });
                break;
            case "back":
                send({ t: "back" });
                break;
            case "tab":
                send({ t: "tab", i: Number(target.dataset.i) });
                break;
            case "select":
                send({ t: "select", k: key, i: Number(target.dataset.row) });
                break;
            case "disclose":
                send({ t: "disclose", k: key, i: Number(target.closest("[data-row]").dataset.row) });
                break;
            case "header":
                send({ t: "header", k: key, i: Number(target.dataset.col) });
                break;
            case "page":
                send({ t: "page", k: key, i: Number(target.dataset.start) });
                break;
            case "canvas": {
                const cell = cellAt(target, event);
                send({ t: "click", k: key, x: cell.x, y: cell.y });
                break;
            }
        }
    });

    document.addEventListener("input", (event) => {
        const field = event.target;
        if (field.dataset.ev !== "input") return;
        const key = keyOf(field);
        const sent = send({ t: "input", k: key, v: field.value });
        if (sent) pendingInputs.set(sent, key);
    });

    // MARK: Key help

    // The keys dialog (LassoWeb's WebKeyHelp): the page's keys and the rows' are in it; the
    // focused widget's own (its data-key-help: a line per command, keys and summary split by a
    // tab) are filled in as it opens.
    const keysDialog = document.getElementById("lasso-keys");
    // The app's element focused last: the Keys button takes the focus when clicked.
    let lastFocused = null;
    document.addEventListener("focusin", (event) => {
        if (event.target.closest?.("#app")) lastFocused = event.target;
    });
    const showKeys = () => {
        if (!keysDialog || keysDialog.open) return;
        const focused = document.getElementById("lasso-keys-focused");
        const body = focused.tBodies[0];
        body.replaceChildren();
        const holder = lastFocused?.isConnected ? lastFocused.closest("[data-key-help]") : null;
        for (const line of (holder?.dataset.keyHelp || "").split("\n").filter(Boolean)) {
            const [keys, summary] = line.split("\t");
            const row = body.insertRow();
            const names = document.createElement("th");
            names.scope = "row";
            for (const key of keys.split(" ")) {
                const kbd = document.createElement("kbd");
                kbd.textContent = key;
                names.append(kbd, " ");
            }
            row.append(names);
            row.insertCell().textContent = summary;
        }
        focused.hidden = body.rows.length === 0;
        keysDialog.showModal();
    };
    document.getElementById("lasso-keys-button")?.addEventListener("click", showKeys);

    document.addEventListener("keydown", (event) => {
        const target = event.target;
        // The key help is the browser's own modal dialog: Escape and Tab are its.
        if (keysDialog?.open) return;
        if (event.key === "Escape" && document.querySelector("#app > :last-child [data-ev=back]")) {
            event.preventDefault();
            send({ t: "back" });
            return;
        }
        if (event.key === "Enter" && target.matches?.("input[data-submit]")) {
            event.preventDefault();
            send({ t: "submit", k: keyOf(target) });
            return;
        }
        // An element that is a button only by its role (a label with a tap recognizer) takes
        // Enter and Space as a <button> does.
        const plain = !event.repeat && !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey;
        if (plain && (event.key === "Enter" || event.key === " ") && target.matches?.("[role=button][data-ev=activate]:not(button)")) {
            event.preventDefault();
            send({ t: "activate", k: keyOf(target) });
            return;
        }
        // A choice's options are one Tab stop (only the chosen one is in the Tab order): the
        // arrows move among them, as in the terminal.
        const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
        const choice = step && !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey
            && target.closest?.("[role=radiogroup]");
        if (choice) {
            const options = [...choice.querySelectorAll("button[role=radio], input[type=radio]")].filter((o) => !o.disabled);
            const next = options[options.indexOf(target) + step];
            if (options.includes(target) && next) {
                event.preventDefault();
                next.focus();
                return;
            }
        }
        // Keys typed into a field are the field's (a toggle's or an option's input is no field).
        if (target.matches?.("input:not([type=checkbox]):not([type=radio]), textarea")) return;
        const holder = target.closest?.("[data-keys]");
        const name = keyName(event);
        if (holder && widgetOf(holder) === holder && holder.dataset.keys.split(" ").includes(name)) {
            event.preventDefault();
            send({ t: "key", k: holder.dataset.k, v: name });
            return;
        }
        if (event.key === "?" && !event.ctrlKey && !event.altKey && !event.metaKey) {
            event.preventDefault();
            showKeys();
        }
    });

    // MARK: Connection

    function connect() {
        const url = new URL("ws", document.baseURI);
        url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
        url.searchParams.set("session", document.body.dataset.session);
        const previous = sessionStorage.getItem(sessionItem);
        if (previous) url.searchParams.set("resume", previous);
        const opened = new WebSocket(url);
        socket = opened;
        opened.onopen = () => {
            retries = 0;
            connections += 1;
            document.body.dataset.connections = String(connections);
            if (!status.dataset.sticky) showStatus("");
        };
        opened.onmessage = (frame) => receive(JSON.parse(frame.data));
        opened.onclose = (closed) => {
            if (socket === opened) socket = null;
            document.body.dataset.connected = "false";
            // 4400–4599: the server refused for good (signed out, too many sessions, no app): say why.
            if (closed.code >= 4400 && closed.code < 4600) {
                status.dataset.sticky = "true";
                // A reason too long for a close frame came as a status message just before.
                if (closed.reason || !status.textContent) showStatus(closed.reason || "The server closed the session.", true);
                return;
            }
            if (closed.code !== 4000) showStatus("Connection lost: reconnecting…", true);
            setTimeout(connect, closed.code === 4000 ? 0 : Math.min(10000, 250 * 2 ** retries++));
        };
    }

    connect();
})();
