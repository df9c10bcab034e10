#pragma once
// The catalog one window estimates with: the built-in one, with the entries stored in its
// project database merged in (store::CatalogStore). The window owns it and hands it to every
// part that parses, offers choices or draws charts; it is never global, so two windows on two
// databases each size with their own GPUs and prices.
#include "hardware/catalog.h"

#include <optional>

namespace gp::ui {

class WindowCatalog
{
public:
    const Catalog& get() const { return m_catalog ? *m_catalog : builtinCatalog(); }
    void set(Catalog catalog) { m_catalog = std::move(catalog); }

private:
    std::optional<Catalog> m_catalog; // empty until a database is opened: the built-in one
};

// The catalog a part was given, or the built-in one (a part used on its own, as in tests).
inline const Catalog& catalogOf(const WindowCatalog* catalog)
{
    return catalog ? catalog->get() : builtinCatalog();
}

} // namespace gp::ui
