#pragma once
// The catalog the window estimates with: the built-in one, with the entries stored in the open
// project database merged in (store::CatalogStore). Every parse, form choice and chart of the
// window reads it, so a GPU the user added is offered and sized like a built-in one.
#include "hardware/catalog.h"

namespace gp::ui {

const Catalog& activeCatalog();
void setActiveCatalog(Catalog catalog);

} // namespace gp::ui
