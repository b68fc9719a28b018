/* fuzz-claims.c: libFuzzer target for the claim recogniser and checker */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "../../ingest/claims/check.h"
#include "../../ingest/claims/claim.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const struct ck_series s[] = {
		{ 1, "4BSD", "-j4", "j", 4, "real", 0, NULL, "s", -1, 1072.64, "1072.64", 1, 9, 0.1, 0, 10, 1, 0 },
		{ 2, "ULE", "-j4", "j", 4, "real", 0, NULL, "s", -1, 1047.00, "1047.00", 1, 9, 0.1, 0, 10, 1, 0 },
		{ 3, "4BSD", NULL, NULL, 1, "real", 0, NULL, "%", -1, 2.46, "2.46", 0, 0, 0, 20, 30, 2, 0 },
		{ 4, "ULE", NULL, NULL, 12, "real", 0, NULL, "%", -1, 16.57, "16.57", 0, 0, 0, 20, 30, 2, 0 },
	};
	struct claim_list l = CLAIM_LIST_INIT;
	struct check_result r;
	size_t i;

	claims_recognise((const char *)data, size, &l);
	for (i = 0; i < l.n; i++) {
		check_claim(l.v, l.n, i, s, sizeof(s) / sizeof(s[0]), &r);
		check_claim(l.v, l.n, i, NULL, 0, &r);
	}
	claim_list_release(&l);
	return 0;
}
