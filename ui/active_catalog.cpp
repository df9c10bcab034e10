#include "active_catalog.h"

#include <optional>

namespace gp::ui {
namespace {

// Empty until a database is opened: the built-in catalog then.
std::optional<Catalog>& stored()
{
    static std::optional<Catalog> catalog;
    return catalog;
}

} // namespace

const Catalog& activeCatalog()
{
    return stored() ? *stored() : builtinCatalog();
}

void setActiveCatalog(Catalog catalog)
{
    stored() = std::move(catalog);
}

} // namespace gp::ui
