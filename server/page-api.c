/* page-api.c: /api/..., the JSON of every page, from the same models */
#include "pages.h"

#include "../core/banned.h"

int page_api_lists(struct req *r)
{
	return api_send(r, model_home(r));
}

int page_api_list(struct req *r)
{
	/* every thread of the month unless a page is asked for */
	return api_send(r, model_list(r, req_arg(r, "page") != NULL));
}

int page_api_post(struct req *r)
{
	return api_send(r, model_post(r));
}

int page_api_thread(struct req *r)
{
	return api_send(r, model_thread(r));
}

int page_api_search(struct req *r)
{
	return api_send(r, model_search(r));
}
