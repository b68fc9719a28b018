/* agent-http.c: the agent's transport over HTTP (libcurl + JSON), docs/agent-protocol.md */
#include "agent.h"

#include <curl/curl.h>
#include <stdlib.h>
#include <string.h>

#include "../core/buf.h"
#include "../core/log.h"
#include "../core/banned.h"

struct agent_http {
	char *url;            /* without a trailing slash */
	char *auth;           /* "Authorization: Bearer TOKEN" */
	char *agent;
	int lease_seconds;    /* asked for with every claim and progress report */
	CURL *curl;
};

struct agent_http *agent_http_new(const char *url, const char *token, int lease_seconds)
{
	struct agent_http *h = xcalloc(1, sizeof(*h));
	struct buf b = BUF_INIT;
	size_t n = strlen(url);

	curl_global_init(CURL_GLOBAL_DEFAULT);
	while (n && url[n - 1] == '/')
		n--;
	h->url = xstrndup(url, n);
	buf_addf(&b, "Authorization: Bearer %s", token);
	h->auth = buf_detach(&b, NULL);
	h->agent = agent_name();
	h->lease_seconds = lease_seconds;
	h->curl = curl_easy_init();
	return h;
}

void agent_http_free(struct agent_http *h)
{
	if (!h)
		return;
	curl_easy_cleanup(h->curl);
	free(h->url);
	free(h->auth);
	free(h->agent);
	free(h);
}

static size_t collect(char *p, size_t size, size_t n, void *arg)
{
	buf_add(arg, p, size * n);
	return size * n;
}

/*
 * POST doc to PATH; the answer's status decides: 2xx -> 0 (*answer set
 * when a body came), 204 -> 0 with no answer, 409 -> 1 (the task is no
 * longer ours), 401/403 -> AGENT_FATAL, another 4xx -> AGENT_REJECTED (the
 * document will never be taken: retrying cannot help), 408, 429, 5xx or no
 * answer -> -1 (transient: the caller retries with backoff).
 */
static int classify(long status)
{
	if (status == 401 || status == 403)
		return AGENT_FATAL;
	if (status == 409)
		return 1;
	if (status >= 200 && status < 300)
		return 0;
	if (status >= 400 && status < 500 && status != 408 && status != 429)
		return AGENT_REJECTED;
	return -1;
}

/* the server's own words from a JSON error body, for the log */
static const char *server_message(json_t *err)
{
	const char *m = json_string_value(json_object_get(err, "message"));

	return m ? m : "(no message)";
}

static int post(struct agent_http *h, const char *path, json_t *doc, json_t **answer)
{
	struct curl_slist *hdr = NULL;
	struct buf url = BUF_INIT, body = BUF_INIT;
	char *text = json_dumps(doc, JSON_COMPACT);
	json_t *err = NULL;
	long status = 0;
	CURLcode rc;
	int ret = -1;

	if (answer)
		*answer = NULL;
	buf_addf(&url, "%s%s", h->url, path);
	hdr = curl_slist_append(hdr, h->auth);
	hdr = curl_slist_append(hdr, "Content-Type: application/json");
	curl_easy_reset(h->curl);
	curl_easy_setopt(h->curl, CURLOPT_URL, url.data);
	curl_easy_setopt(h->curl, CURLOPT_HTTPHEADER, hdr);
	curl_easy_setopt(h->curl, CURLOPT_POSTFIELDS, text);
	curl_easy_setopt(h->curl, CURLOPT_WRITEFUNCTION, collect);
	curl_easy_setopt(h->curl, CURLOPT_WRITEDATA, &body);
	curl_easy_setopt(h->curl, CURLOPT_TIMEOUT, 30L);
	curl_easy_setopt(h->curl, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(h->curl, CURLOPT_USERAGENT, "schedlore-agent/1");
	rc = curl_easy_perform(h->curl);
	if (rc != CURLE_OK) {
		error("'%s': %s", url.data, curl_easy_strerror(rc));
		goto cleanup;
	}
	curl_easy_getinfo(h->curl, CURLINFO_RESPONSE_CODE, &status);
	ret = classify(status);
	if (ret != 0 && ret != 1)
		err = json_loadb(body.data, body.len, 0, NULL);
	if (ret == AGENT_FATAL)
		error("'%s': the server refused the token (HTTP %ld): %s", url.data, status,
		      server_message(err));
	else if (ret == AGENT_REJECTED)
		error("'%s': the server rejected the document (HTTP %ld): %s", url.data, status,
		      server_message(err));
	else if (ret == -1)
		error("'%s': HTTP %ld", url.data, status);
	else if (ret == 0 && answer && status != 204 && body.len &&
		 !(*answer = json_loadb(body.data, body.len, 0, NULL))) {
		error("'%s': the answer is not JSON", url.data);
		ret = -1;
	}
cleanup:
	json_decref(err);
	curl_slist_free_all(hdr);
	free(text);
	buf_release(&url);
	buf_release(&body);
	return ret;
}

static int task_path(struct buf *b, json_t *doc, const char *what)
{
	buf_addf(b, "/api/agent/tasks/%lld/%s",
		 (long long)json_integer_value(json_object_get(doc, "task")), what);
	return 0;
}

static int h_hello(void *arg, json_t *facts)
{
	struct agent_http *h = arg;
	json_t *doc = json_pack("{s:s, s:s, s:O}", "agent", h->agent, "version", "1", "facts", facts);
	int r = post(h, "/api/agent/hello", doc, NULL);

	json_decref(doc);
	return r;
}

static int h_claim(void *arg, json_t **task)
{
	struct agent_http *h = arg;
	json_t *doc = json_pack("{s:s, s:i}", "agent", h->agent, "lease_seconds", h->lease_seconds);
	int r = post(h, "/api/agent/claim", doc, task);

	json_decref(doc);
	if (r != 0)
		return r == 1 ? 0 : r;
	return *task ? 1 : 0;
}

static int h_task(void *arg, json_t *doc, const char *what)
{
	struct agent_http *h = arg;
	struct buf path = BUF_INIT;
	int r;

	task_path(&path, doc, what);
	r = post(h, path.data, doc, NULL);
	buf_release(&path);
	return r;
}

static int h_progress(void *arg, json_t *doc)
{
	struct agent_http *h = arg;

	json_object_set_new(doc, "lease_seconds", json_integer(h->lease_seconds));
	return h_task(arg, doc, "progress");
}

static int h_complete(void *arg, json_t *doc)
{
	return h_task(arg, doc, "complete");
}

static int h_fail(void *arg, json_t *doc)
{
	return h_task(arg, doc, "fail");
}

void agent_http_transport(struct agent_http *h, struct agent_transport *t)
{
	t->arg = h;
	t->hello = h_hello;
	t->claim = h_claim;
	t->progress = h_progress;
	t->complete = h_complete;
	t->fail = h_fail;
}
