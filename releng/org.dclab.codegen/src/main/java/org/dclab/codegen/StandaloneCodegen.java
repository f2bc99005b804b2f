package org.dclab.codegen;

import java.nio.file.Path;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;

/** What an Eclipse workbench would provide to EMF's generator, provided by hand for a plain JVM. */
final class StandaloneCodegen {

    private StandaloneCodegen() {
    }

    static ResourceSet newResourceSet() {
        ResourceSet resourceSet = new ResourceSetImpl();
        EcoreResourceFactoryImpl ecoreFactory = new EcoreResourceFactoryImpl();
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().put("ecore", ecoreFactory);
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().put("genmodel", ecoreFactory);
        resourceSet.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);
        return resourceSet;
    }

    /**
     * Trick 1: the genmodel names its output as a workspace path ({@code /org.dclab.model/src-gen}). Without a
     * workspace, EMF resolves {@code platform:/resource/<project>} through this map, so the project must point at
     * the bundle folder on disk.
     */
    static void mapProject(String projectName, Path projectDirectory) {
        EcorePlugin.getPlatformResourceMap().put(projectName, URI.createFileURI(projectDirectory + "/"));
    }

    /**
     * Trick 2: in Eclipse the generator adapters arrive through an extension point; here they must be registered, or
     * the generator finds nothing to do and reports success without writing a file.
     */
    static Generator newGenerator() {
        GeneratorAdapterFactory.Descriptor.Registry registry = new GeneratorAdapterFactory.Descriptor.DelegatingRegistry();
        registry.addDescriptor(GenModelPackage.eNS_URI, ModelCodeOnlyAdapterFactory::new);
        return new Generator(registry);
    }
}
